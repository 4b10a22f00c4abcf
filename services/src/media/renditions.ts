// The port stored media serves pictures' renditions through (GET /api/media asks it for a rendition
// not stored yet): publication implements it (publication/media/renditions.ts) and the platform's
// assembly (startPlatform.ts) plugs it in, so media depends on no context.
export interface Renditions {
  /** The bytes of the rendition `key` names: read, or made and stored; null when it names none. */
  rendition(key: string): Promise<Buffer | null>;
  /** Makes the renditions of stored pictures (file names) in the background. */
  prepare(files: readonly string[]): Promise<void>;
  /** Resolves once no renditions are being prepared. */
  settled(): Promise<void>;
}
