import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "../components/ui";
import { notify } from "../lib/toast";
import { useLater } from "../lib/use-later";

export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const { later } = useLater();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      later(() => setCopied(false), 1500);
    } catch {
      notify.error("Failed to copy");
    }
  };
  return (
    <Button variant="secondary" onClick={copy} aria-label={label === "Copy" ? undefined : label} className="px-3 py-1">
      {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}
