#!/bin/sh
set -e
npm ci
npm run build
npm test
npm run lint
