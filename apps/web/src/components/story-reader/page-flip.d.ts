// page-flip (StPageFlip) ships JavaScript only: the part of its API the flipbook uses.
declare module 'page-flip' {
  export interface FlipSetting {
    startPage: number;
    size: 'fixed' | 'stretch';
    width: number;
    height: number;
    minWidth: number;
    maxWidth: number;
    minHeight: number;
    maxHeight: number;
    drawShadow: boolean;
    flippingTime: number;
    usePortrait: boolean;
    startZIndex: number;
    autoSize: boolean;
    maxShadowOpacity: number;
    showCover: boolean;
    mobileScrollSupport: boolean;
    clickEventForward: boolean;
    useMouseEvents: boolean;
    swipeDistance: number;
    showPageCorners: boolean;
    disableFlipByClick: boolean;
  }

  export interface PageFlipEvent<T> {
    data: T;
    object: PageFlip;
  }

  export class PageFlip {
    constructor(block: HTMLElement, setting: Partial<FlipSetting>);
    loadFromHTML(items: HTMLElement[]): void;
    destroy(): void;
    update(): void;
    flipNext(corner?: 'top' | 'bottom'): void;
    flipPrev(corner?: 'top' | 'bottom'): void;
    flip(page: number, corner?: 'top' | 'bottom'): void;
    turnToPage(page: number): void;
    getCurrentPageIndex(): number;
    getPageCount(): number;
    getOrientation(): 'portrait' | 'landscape';
    getRender(): unknown;
    on(event: 'flip', callback: (event: PageFlipEvent<number>) => void): PageFlip;
    on(
      event: 'init',
      callback: (event: PageFlipEvent<{ page: number; mode: string }>) => void,
    ): PageFlip;
    on(
      event: 'changeOrientation',
      callback: (event: PageFlipEvent<'portrait' | 'landscape'>) => void,
    ): PageFlip;
    off(event: string): void;
  }
}
