/** The share-link codec and the local autosave: the public names the app uses. It only re-exports. */
export * from './autosave';
export * from './codec';
export * from './comparison-file';
export * from './history';
export * from './imported-file';
export * from './lesson-marker';
export * from './memory-storage';
export * from './note';
export * from './restore';
export * from './startup';
export * from './tabs';
export * from './unload-handoff';
export * from './wire';
export * from './workspace';
export * from './write-batcher';
