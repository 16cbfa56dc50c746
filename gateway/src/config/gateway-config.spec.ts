import path from 'node:path';
import { loadGatewayConfig } from './gateway-config.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('FRONTEND_DIST', () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  it('defaults to <repo>/frontend/dist', () => {
    expect(loadGatewayConfig({}).FRONTEND_DIST).toBe(path.join(repoRoot, 'frontend/dist'));
  });

  it("takes a relative path from the repo root, whatever the working directory (.env.example's value)", () => {
    // npm start runs the gateway with gateway/ as its working directory.
    process.chdir(path.join(repoRoot, 'gateway'));
    expect(loadGatewayConfig({ FRONTEND_DIST: './frontend/dist' }).FRONTEND_DIST).toBe(
      path.join(repoRoot, 'frontend/dist'),
    );
    process.chdir(path.join(repoRoot, 'libs'));
    expect(loadGatewayConfig({ FRONTEND_DIST: 'frontend/dist' }).FRONTEND_DIST).toBe(
      path.join(repoRoot, 'frontend/dist'),
    );
  });

  it('keeps an absolute path as it is', () => {
    expect(loadGatewayConfig({ FRONTEND_DIST: '/srv/pathwise/spa' }).FRONTEND_DIST).toBe('/srv/pathwise/spa');
  });
});
