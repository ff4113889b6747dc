// The desktop navigation bar's chunk: its own module, so the bundler gives it a chunk of its own.
export { NavigationBar } from '@wl/games';
