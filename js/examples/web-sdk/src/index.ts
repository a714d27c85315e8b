// Written as a bundler-built SDK writes its imports: without file extensions, and a folder for its index.
export * from './GeoPoint';
export * from './overlays';
export * from './Serializable';
export * from './javaHash';
