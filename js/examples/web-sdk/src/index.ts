export * from './GeoPoint.js';
export * from './MarkerState.js';
export * from './CircleState.js';
export * from './PolylineState.js';
export * from './Serializable.js';
export * from './javaHash.js';
