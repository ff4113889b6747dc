/** The waiting build's "take over" function, once there is one: the prompt reads it, the registration sets it. */
type Apply = () => void;
let pending: Apply | null = null;
const listeners = new Set<() => void>();

export const updateStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Apply | null => pending,
  offer(apply: Apply) {
    pending = apply;
    listeners.forEach((listener) => listener());
  },
};
