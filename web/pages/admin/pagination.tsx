import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui";

interface PaginationProps {
  page: number;
  pageCount: number;
  disabled?: boolean;
  onPage: (page: number) => void;
}

/** Numbered pages for the admin tables; shows at most seven numbers around the current one. */
export function Pagination({ page, pageCount, disabled, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 3, pageCount - 6));
  const numbers = Array.from({ length: Math.min(7, pageCount) }, (_, i) => first + i);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-1">
      <Button
        variant="secondary"
        className="px-2! py-1!"
        aria-label="Previous page"
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      </Button>
      {numbers.map((n) => (
        <Button
          key={n}
          variant={n === page ? "primary" : "secondary"}
          className="min-w-9 px-2! py-1!"
          aria-label={`Page ${n}`}
          aria-current={n === page ? "page" : undefined}
          disabled={disabled}
          onClick={() => n !== page && onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button
        variant="secondary"
        className="px-2! py-1!"
        aria-label="Next page"
        disabled={disabled || page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
