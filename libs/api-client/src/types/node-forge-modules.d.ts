// node-forge's per-module entry points carry no types of their own; the core is the whole API.
declare module 'node-forge/lib/forge.js' {
  const forge: unknown;
  export default forge;
}
declare module 'node-forge/lib/des.js';
