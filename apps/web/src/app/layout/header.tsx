import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { useAuthDialog } from '@/lib/auth-dialog-context';
import { cn } from '@/lib/cn';
import { paths } from '../paths';
import { BrandLogo } from './brand-logo';
import { shouldShowMarketingLinks } from './nav-rules';
import { ThemeToggle } from './theme-toggle';

const MARKETING_LINKS = [
  { label: 'How It Works', to: paths.home.href('how-it-works') },
  { label: 'Pricing', to: paths.home.href('pricing') },
  { label: 'Free Trial', to: paths.demoChildren.href() },
] as const;

const navLinkClass =
  'rounded-full px-3 py-2 text-sm font-bold text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground';

export function Header() {
  const { pathname } = useLocation();
  const { openAuthDialog } = useAuthDialog();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  // Any navigation (links, back button) closes the phone menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setIsMenuOpen(false);
  }

  const showMarketingLinks = shouldShowMarketingLinks(pathname);
  const closeMenu = () => setIsMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <Collapsible open={isMenuOpen} onOpenChange={setIsMenuOpen}>
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <BrandLogo onClick={closeMenu} />

          {showMarketingLinks ? (
            <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
              {MARKETING_LINKS.map((link) => (
                <Link key={link.label} to={link.to} className={navLinkClass}>
                  {link.label}
                </Link>
              ))}
            </nav>
          ) : null}

          <div className="ml-auto flex items-center gap-2">
            <ThemeToggle />
            <div className="hidden items-center gap-2 md:flex">
              <Button variant="ghost" onClick={() => openAuthDialog('login')}>
                Log In
              </Button>
              <Button onClick={() => openAuthDialog('signup')}>Sign Up</Button>
            </div>
            <CollapsibleTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Open menu"
                className="md:hidden [&_svg]:size-6"
              >
                {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              </Button>
            </CollapsibleTrigger>
          </div>
        </div>

        {/* Overlays the page instead of pushing it down, so opening or closing the menu
            never shifts the content (or a just-scrolled-to anchor). */}
        <CollapsibleContent className="absolute inset-x-0 top-full max-h-[calc(100svh-4rem)] overflow-y-auto border-y border-border/70 bg-background shadow-lg shadow-brand-900/10 md:hidden">
          <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
            {showMarketingLinks ? (
              <nav aria-label="Main" className="flex flex-col gap-1">
                {MARKETING_LINKS.map((link) => (
                  <Link
                    key={link.label}
                    to={link.to}
                    onClick={closeMenu}
                    className={cn(navLinkClass, 'px-4 py-3 text-base')}
                  >
                    {link.label}
                  </Link>
                ))}
              </nav>
            ) : null}
            <div className="mt-2 grid grid-cols-2 gap-2">
              <Button
                variant="outline"
                size="lg"
                onClick={() => {
                  closeMenu();
                  openAuthDialog('login');
                }}
              >
                Log In
              </Button>
              <Button
                size="lg"
                onClick={() => {
                  closeMenu();
                  openAuthDialog('signup');
                }}
              >
                Sign Up
              </Button>
            </div>
          </div>
        </CollapsibleContent>
      </Collapsible>
    </header>
  );
}
