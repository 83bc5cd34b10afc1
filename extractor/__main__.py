import sys

from extractor.cli import main

sys.exit(main())
