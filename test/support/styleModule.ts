// What `import './x.css'` gives under Jest: nothing (see moduleNameMapper in jest.config.ts).
export {};
