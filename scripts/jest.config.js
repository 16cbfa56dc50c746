import { nodeProject } from '../jest.preset.js';

// The repo scripts themselves (npm start's supervisor), tested as a user runs them.
export default nodeProject(import.meta.dirname, 'scripts');
