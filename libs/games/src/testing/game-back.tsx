import { useNavigate } from 'react-router-dom';

/** The game page as the site draws it in specs: its Back returns to the lobby, while the lobby's own chunk still shows. */
export function GameBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}
