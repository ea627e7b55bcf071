// heic-decode (npm): HEIC decoding with libheif compiled to WebAssembly (libheif-js).
declare module 'heic-decode' {
  interface Decoded {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface Lazy {
    width: number;
    height: number;
    decode(): Promise<Decoded>;
  }
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<Decoded>;
  namespace decode {
    function all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<Lazy[] & { dispose(): void }>;
  }
  export default decode;
}
