#!/bin/sh
set -e
echo "node $(node --version)"
npm ci
npm run build
npm test
