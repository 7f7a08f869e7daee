import {
  Armchair,
  Baby,
  Bird,
  BookImage,
  BookOpen,
  Briefcase,
  Building2,
  Cake,
  Calculator,
  Camera,
  Car,
  CaseUpper,
  Clover,
  Coffee,
  Cookie,
  Copyright,
  Eye,
  FileText,
  Flag,
  Flower,
  Flower2,
  Ghost,
  Gift,
  Globe,
  Grid3x3,
  Heading,
  Heart,
  HeartHandshake,
  House,
  Image,
  KeyRound,
  Landmark,
  Layers,
  Lightbulb,
  type LucideIcon,
  type LucideProps,
  MessageCircle,
  MessageCircleWarning,
  MoonStar,
  Palette,
  PartyPopper,
  PawPrint,
  Pencil,
  PencilLine,
  PenTool,
  Puzzle,
  Quote,
  Route,
  School,
  Search,
  Shapes,
  Shield,
  Shuffle,
  Smile,
  Sofa,
  Sparkles,
  Spline,
  Store,
  Tent,
  Type,
  Users,
} from "lucide-react";
import type { IconName } from "lucide-react/dynamic";
import { forwardRef, lazy, Suspense } from "react";

/**
 * Every icon name the catalogue uses (kebab-case lucide names; a test keeps this map complete)
 * mapped to an individually imported icon, so the first screen draws them from its own bundle.
 * Any other lucide name (catalog:check rejects names lucide does not have: an operator's new
 * one) is loaded on first use: lucide-react's DynamicIcon and its name table come in a lazy
 * chunk, and each icon is its own small chunk. The icons the screens import come in one shared
 * chunk (web/vite.config.ts), not one file each.
 */
const icons: Record<string, LucideIcon> = {
  armchair: Armchair,
  baby: Baby,
  bird: Bird,
  "book-image": BookImage,
  "book-open": BookOpen,
  briefcase: Briefcase,
  "building-2": Building2,
  cake: Cake,
  calculator: Calculator,
  camera: Camera,
  car: Car,
  "case-upper": CaseUpper,
  clover: Clover,
  coffee: Coffee,
  cookie: Cookie,
  copyright: Copyright,
  eye: Eye,
  "file-text": FileText,
  flag: Flag,
  flower: Flower,
  "flower-2": Flower2,
  ghost: Ghost,
  gift: Gift,
  globe: Globe,
  "grid-3x3": Grid3x3,
  heading: Heading,
  heart: Heart,
  "heart-handshake": HeartHandshake,
  house: House,
  image: Image,
  "key-round": KeyRound,
  landmark: Landmark,
  layers: Layers,
  lightbulb: Lightbulb,
  "message-circle": MessageCircle,
  "message-circle-warning": MessageCircleWarning,
  "moon-star": MoonStar,
  palette: Palette,
  "party-popper": PartyPopper,
  "paw-print": PawPrint,
  pencil: Pencil,
  "pencil-line": PencilLine,
  "pen-tool": PenTool,
  puzzle: Puzzle,
  quote: Quote,
  route: Route,
  school: School,
  search: Search,
  shapes: Shapes,
  shield: Shield,
  shuffle: Shuffle,
  smile: Smile,
  sofa: Sofa,
  sparkles: Sparkles,
  spline: Spline,
  store: Store,
  tent: Tent,
  type: Type,
  users: Users,
};

/** Whether `name` is drawn from the first screen's bundle (no chunk to wait for). */
export const isBundledIcon = (name: string) => Object.hasOwn(icons, name);

const DynamicIcon = lazy(() => import("lucide-react/dynamic").then((m) => ({ default: m.DynamicIcon })));
const loaded = new Map<string, LucideIcon>();

/** An icon outside the map above: an empty box of the same size until its chunk arrives. */
function lazyIcon(name: string): LucideIcon {
  let icon = loaded.get(name);
  if (!icon) {
    icon = forwardRef<SVGSVGElement, LucideProps>(function LazyLucideIcon(props, ref) {
      const placeholder = <svg className={props.className} width={24} height={24} aria-hidden="true" />;
      return (
        <Suspense fallback={placeholder}>
          <DynamicIcon {...props} ref={ref} name={name as IconName} fallback={() => placeholder} />
        </Suspense>
      );
    }) as LucideIcon;
    loaded.set(name, icon);
  }
  return icon;
}

export function iconFor(name: string | undefined): LucideIcon {
  if (!name) return Sparkles;
  return isBundledIcon(name) ? (icons[name] as LucideIcon) : lazyIcon(name);
}
