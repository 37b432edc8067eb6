/** An upload refused with a message for the user and the HTTP status to answer it with. */
export class MediaUploadError extends Error {
  override name = "MediaUploadError";
  readonly status: 400 | 401 | 403 | 413 | 415 | 429;
  /** The request body was not read to its end: the connection should close after the answer. */
  readonly isBodyUnread: boolean;
  readonly retryAfterSeconds?: number;

  constructor(
    status: MediaUploadError["status"],
    message: string,
    options: { isBodyUnread?: boolean; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = status;
    this.isBodyUnread = options.isBodyUnread ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
