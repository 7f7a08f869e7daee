import { Inbox, Mail } from "lucide-react";
import { Fragment, useCallback, useEffect, useState } from "react";
import type { OutboxMessage } from "../../../server/api-types";
import { Button, Card, EmptyState, PageHeader, Spinner } from "../../components/ui";
import { answer, client } from "../../lib/api";
import { notify } from "../../lib/toast";

// Trailing sentence punctuation is not part of the link.
const URL_PATTERN = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]])/g;

/** Mail text with its links made clickable, so a reset or verify link can be followed from here. */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            className="break-all text-violet-700 underline dark:text-violet-300"
            rel="noopener noreferrer"
          >
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** /admin/outbox: what the built-in `outbox` mail transport "sent" (docs/architecture.md, "Server shape": providers). */
export function AdminOutboxPage() {
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    setMessages(null);
    try {
      setMessages((await answer(client.admin.outbox.$get())).messages);
    } catch {
      notify.error("Failed to load the mail outbox");
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Mail outbox"
        description="Messages sent by the built-in mail transport, newest first."
        icon={Mail}
      />
      {failed ? (
        <EmptyState
          title="Failed to load the mail outbox"
          action={<Button onClick={() => void load()}>Try again</Button>}
        />
      ) : messages === null ? (
        <Spinner />
      ) : messages.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No messages yet"
          description="Password resets and verification mails appear here."
        />
      ) : (
        <ul className="space-y-4">
          {messages.map((m) => (
            <li key={m.id}>
              <Card>
                <article aria-label={m.subject}>
                  <header className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-semibold text-slate-900 dark:text-slate-50">{m.subject}</h2>
                    <time dateTime={m.createdAt} className="text-sm text-slate-600 dark:text-slate-400">
                      {new Date(m.createdAt).toLocaleString()}
                    </time>
                  </header>
                  <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">To: {m.to}</p>
                  <p className="whitespace-pre-wrap break-words text-sm text-slate-800 dark:text-slate-200">
                    <LinkedText text={m.text} />
                  </p>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
