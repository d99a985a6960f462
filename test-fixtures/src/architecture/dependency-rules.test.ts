import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkFile,
  checkRepository,
  checkTestImports,
  checkUiHttpClient,
  importsOf,
  isTestCode,
  rawHttpClientAllowance,
} from './dependency-rules.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('dependency rules', () => {
  it('hold for the whole repository', () => {
    expect(checkRepository(root)).toEqual([]);
  });

  it('keep core to zod and rxjs in its package.json', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'core/package.json'), 'utf8'));
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(['rxjs', 'zod']);
  });

  it('find every kind of import', () => {
    const source = [
      "import React from 'react';",
      "import type { X } from '@rota/server';",
      "export * from 'node:fs';",
      "const m = await import('axios');",
      "import './side-effect.js';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['react', '@rota/server', 'node:fs', 'axios', './side-effect.js']);
  });

  it.each([
    ["import React from 'react';", 'core'],
    ["import { HubConnectionBuilder } from '@microsoft/signalr';", 'optimizer'],
    ["import { readFileSync } from 'fs';", 'core'],
    ["import { Worker } from 'node:worker_threads';", 'optimizer'],
    ["import { Container } from 'inversify';", 'core'],
    ["import Fastify from 'fastify';", 'core'],
    ["import { PGlite } from '@electric-sql/pglite';", 'core'],
    ["import axios from 'axios';", 'core'],
  ])('reject %s in %s', (line, pkg) => {
    expect(checkFile(pkg, 'x.ts', line)).toHaveLength(1);
  });

  it.each([
    ["import { buildApp } from '@rota/server';", 'ui-web'],
    ["import { solve } from '@rota/optimizer';", 'ui-web'],
    ["import { createJobGateway } from '@rota/adapters-http';", 'core'],
    ["import { x } from '@rota/ui-web';", 'cli'],
    ["import { checkPlan } from '@rota/test-fixtures';", 'server'],
    ["import { sampleOrders } from '@rota/test-fixtures';", 'cli'],
  ])('reject %s in %s against the arrows', (line, pkg) => {
    expect(checkFile(pkg, 'x.ts', line)).toHaveLength(1);
  });

  it('tell test helpers from production code', () => {
    expect(isTestCode('server/src/daily-plan/testing/job-helpers.ts')).toBe(true);
    expect(isTestCode('server/src/uploads/upload.fixtures.ts')).toBe(true);
    expect(isTestCode('server/src/realtime/hub-test-kit.ts')).toBe(true);
    expect(isTestCode('server/src/app.test.ts')).toBe(true);
    expect(isTestCode('server/src/demo/seed.ts')).toBe(false);
    expect(isTestCode('server/src/platform/testing-mode.ts')).toBe(false);
  });

  it('reject production code that imports a test helper', () => {
    expect(checkTestImports('server/src/app.ts', "import { x } from './testing/test-app.js';")).toHaveLength(
      1,
    );
    expect(
      checkTestImports('server/src/a.ts', "import { y } from '../uploads/upload.fixtures.js';"),
    ).toHaveLength(1);
    expect(
      checkTestImports('server/src/a.ts', "import { z } from './realtime/hub-test-kit.js';"),
    ).toHaveLength(1);
    expect(checkTestImports('server/src/a.ts', "import { seed } from './demo/seed.js';")).toEqual([]);
  });

  it('fail the repository check when the server seeds from test-fixtures', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-rules-'));
    fs.mkdirSync(path.join(copy, 'server/src/demo'), { recursive: true });
    fs.mkdirSync(path.join(copy, 'server/src/testing'), { recursive: true });
    fs.writeFileSync(
      path.join(copy, 'server/src/demo/seed.ts'),
      "import { gen } from '@rota/test-fixtures';\n",
    );
    fs.writeFileSync(
      path.join(copy, 'server/src/testing/app.ts'),
      "import { checkPlan } from '@rota/test-fixtures';\n",
    );
    try {
      expect(checkRepository(copy)).toEqual([
        {
          file: path.join('server', 'src', 'demo', 'seed.ts'),
          specifier: '@rota/test-fixtures',
          reason: 'server may not depend on test-fixtures',
        },
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('fail the repository check when core imports react', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-rules-'));
    fs.mkdirSync(path.join(copy, 'core/src'), { recursive: true });
    fs.writeFileSync(path.join(copy, 'core/src/bad.ts'), "import { useState } from 'react';\n");
    try {
      expect(checkRepository(copy)).toEqual([
        { file: 'core/src/bad.ts', specifier: 'react', reason: 'core may not import react' },
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it.each([
    ["import type { HttpClient } from '@rota/adapters-http';", 'ui-web/src/map/use-map.ts'],
    ["import { createHttpClient, toAnswer } from '@rota/adapters-http';", 'ui-web/src/a/b.ts'],
    ['const { http, notify } = useServices();', 'ui-web/src/settings/SettingsPage.tsx'],
    ['void createGateway(useServices().http);', 'ui-web/src/x.tsx'],
    ['const gateway = createGateway(services.http);', 'ui-web/src/x.tsx'],
  ])('reject the raw HTTP client in a screen: %s', (line, file) => {
    expect(checkUiHttpClient(file, line)).toHaveLength(1);
  });

  it('leave the raw HTTP client to the composition root, and gateways to the screens', () => {
    const line = "import { createHttpClient, type HttpClient } from '@rota/adapters-http';";
    expect(checkUiHttpClient('ui-web/src/composition/container.ts', line)).toEqual([]);
    expect(checkUiHttpClient('cli/src/context.ts', line)).toEqual([]);
    expect(checkUiHttpClient('ui-web/src/x.tsx', 'const { dailyPlan, notify } = useServices();')).toEqual([]);
    expect(
      checkUiHttpClient('ui-web/src/x.ts', "import type { DailyPlanGateway } from '@rota/adapters-http';"),
    ).toEqual([]);
  });

  it('keep the raw HTTP client allowance to files that still take it', () => {
    const stale = rawHttpClientAllowance.filter((file) => {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) return true;
      const source = fs.readFileSync(full, 'utf8');
      return checkUiHttpClient('ui-web/src/probe.ts', source).length === 0;
    });
    expect(stale).toEqual([]);
  });

  it('allow what the arrows allow', () => {
    expect(checkFile('server', 'x.ts', "import { solve } from '@rota/optimizer';")).toEqual([]);
    expect(checkFile('ui-web', 'x.ts', "import { createJobGateway } from '@rota/adapters-http';")).toEqual(
      [],
    );
    expect(checkFile('core', 'x.ts', "import { z } from 'zod';")).toEqual([]);
  });
});
