"""The command line of scripts/bench-router's helpers: `helper.py COMMAND ARGS...`, or -h/--help for the docstring."""
import sys


def main(commands, doc):
    """Runs commands[argv[1]] = (function, argument count) with the rest of argv, or exits with doc."""
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(doc.strip())
        sys.exit(0)
    if len(sys.argv) < 2 or sys.argv[1] not in commands or len(sys.argv) != 2 + commands[sys.argv[1]][1]:
        sys.exit(doc)
    commands[sys.argv[1]][0](*sys.argv[2:])


if __name__ == "__main__":
    # Not a command of its own: the other helpers import it.
    print(__doc__.strip())
    sys.exit(0 if sys.argv[1:2] in (["-h"], ["--help"]) else 2)
