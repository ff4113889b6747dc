import { ContentPlaceholder } from './content-placeholder';

/** `/download`: the app download (iOS, iOS lite, Android) with install guides; open to guests. */
export default function DownloadPage() {
  return <ContentPlaceholder page="download" />;
}
