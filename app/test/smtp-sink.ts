// A local SMTP server that keeps what it receives, parsed: the mail relay of tests.
import { once } from "node:events";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 at `port` (0: any free port). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          callback();
        })
        .catch(callback);
    },
  });
  // A client that goes away mid-conversation (a worker killed by bench/mail-crash-loop.mjs) is its own affair.
  server.on("error", () => {});
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("SMTP sink has no port");
  return {
    port: address.port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
