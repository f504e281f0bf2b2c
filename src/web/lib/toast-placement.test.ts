import { describe, expect, it } from 'vitest';
import { coveredArea, placeToast, toastWidth, type Box } from './toast-placement';

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const button = (left: number, top: number, width = 80, height = 36): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('placeToast', () => {
  it('is 420 px wide at most and spans a phone less its margins', () => {
    expect(toastWidth(1440)).toBe(420);
    expect(toastWidth(390)).toBe(374);
  });

  it('goes to the top of a phone when nothing is there', () => {
    const placement = placeToast({
      viewport: phone,
      toast: { width: 374, height: 80 },
      obstacles: [],
      preferTop: true,
    });
    expect(placement).toEqual({ left: 8, top: 8, covered: 0 });
  });

  it('on a phone, moves down just past the header’s buttons', () => {
    const header = [button(200, 12, 90, 36), button(300, 10, 40, 40)];
    const placement = placeToast({
      viewport: phone,
      toast: { width: 374, height: 80 },
      obstacles: header,
      preferTop: true,
    });
    expect(placement.covered).toBe(0);
    expect(placement.top).toBeGreaterThanOrEqual(50);
    expect(placement.top).toBeLessThan(60);
  });

  it('keeps clear of a modal’s message box and send button at the bottom of a phone', () => {
    const obstacles = [button(8, 0, 374, 60), button(16, 760, 300, 44), button(324, 760, 44, 44)];
    const placement = placeToast({
      viewport: phone,
      toast: { width: 374, height: 80 },
      obstacles,
      preferTop: true,
    });
    expect(placement.covered).toBe(0);
    expect(placement.top + 80).toBeLessThan(760);
  });

  it('takes the bottom right corner of a wide screen when it is free', () => {
    const placement = placeToast({
      viewport: desktop,
      toast: { width: 420, height: 80 },
      obstacles: [],
      preferTop: false,
    });
    expect(placement).toEqual({ left: 1012, top: 812, covered: 0 });
  });

  it('moves up the right edge, away from a chat’s send and microphone buttons', () => {
    const chat = [button(150, 820, 1100, 44), button(1260, 820, 44, 44), button(1310, 820, 44, 44)];
    const placement = placeToast({
      viewport: desktop,
      toast: { width: 420, height: 80 },
      obstacles: chat,
      preferTop: false,
    });
    expect(placement.covered).toBe(0);
    expect(placement.left).toBe(1012);
    expect(placement.top + 80).toBeLessThanOrEqual(820);
  });

  it('takes the least covered place when none is free', () => {
    const wall = [{ left: 0, top: 0, right: 1440, bottom: 900 }];
    const placement = placeToast({
      viewport: desktop,
      toast: { width: 420, height: 80 },
      obstacles: wall,
      preferTop: false,
    });
    expect(placement.covered).toBeGreaterThan(0);
    expect(coveredArea({ left: 0, top: 0, right: 10, bottom: 10 }, wall)).toBe(100);
  });
});
