export * from './MarkerState';
export * from './CircleState';
export * from './PolylineState';
