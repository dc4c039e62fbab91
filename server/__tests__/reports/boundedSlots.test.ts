import { BoundedSlots } from '../../reports/boundedSlots';

describe('BoundedSlots', () => {
  it('lets `concurrent` in, lines up `maxWaiting`, refuses the next at once, and hands a freed slot on in order', async () => {
    const slots = new BoundedSlots(2, 2);
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: string[] = [];
    const third = slots.acquire().then((release) => (order.push('third'), release));
    const fourth = slots.acquire().then((release) => (order.push('fourth'), release));
    expect(await slots.acquire()).toBeNull();
    expect(slots.inUse).toBe(2);

    first!();
    first!(); // twice is once
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    second!();
    const releaseFourth = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    releaseThird!();
    releaseFourth!();
    expect(slots.inUse).toBe(0);
  });
});
