"""``python -m semmerge`` runs the command line."""

from semmerge.cli import main

raise SystemExit(main())
