// Types for seedrandom's alea generator module alone (importing it alone keeps the other generators out of bundles).
declare module 'seedrandom/lib/alea.js' {
  interface AleaState {
    c: number;
    s0: number;
    s1: number;
    s2: number;
  }
  const alea: (seed: string, options?: { state: true }) => { (): number; state(): AleaState };
  export default alea;
}
