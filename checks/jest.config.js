import { nodeProject } from '../jest.preset.js';

// Checks over the whole repository: every service against the route table, every route against bad text.
export default nodeProject(import.meta.dirname, 'checks');
