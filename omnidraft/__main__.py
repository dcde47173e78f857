from omnidraft.cli import main

raise SystemExit(main())
