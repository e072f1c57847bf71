/**
 * What a page holds after a full garbage collection, read through the DevTools protocol: the JS heap, the DOM nodes
 * and event listeners the renderer keeps (attached or not), and the detached DOM trees something still references.
 */
export async function memoryOf(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters')
  const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes')
  return {
    heapMB: usedSize / 1024 / 1024,
    nodes,
    listeners: jsEventListeners,
    detachedTrees: detachedNodes.length,
    detachedNodes: detachedNodes.reduce((sum, tree) => sum + tree.retainedNodeIds.length, 0),
  }
}

/** One line of figures, with the change since `previous` when there is one. */
export function memoryLine(label, figures, previous) {
  const delta = (value, before, digits) =>
    before === undefined ? '' : ` (${value - before >= 0 ? '+' : ''}${(value - before).toFixed(digits)})`
  return [
    label.padEnd(16),
    `heap ${figures.heapMB.toFixed(2)} MB${delta(figures.heapMB, previous?.heapMB, 2)}`.padEnd(28),
    `nodes ${figures.nodes}${delta(figures.nodes, previous?.nodes, 0)}`.padEnd(22),
    `listeners ${figures.listeners}${delta(figures.listeners, previous?.listeners, 0)}`.padEnd(24),
    `detached ${figures.detachedNodes} nodes in ${figures.detachedTrees} trees`,
  ].join(' ')
}
