package cards

import "ozdesk.dev/ozdesk/patterns"

// unreadableWords says in plain words what each kind of unreadable thing
// is, for a card; the codes stay in the JSON of a report.
var unreadableWords = map[patterns.UnreadableCode]string{
	patterns.UnreadableParse:         "the shell cannot parse it",
	patterns.UnreadableEval:          "eval runs text that is only built when it runs",
	patterns.UnreadableProgram:       "the program's name is only known when it runs",
	patterns.UnreadablePipeShell:     "a shell runs a script it reads from a pipe",
	patterns.UnreadableHereShell:     "a shell runs a script it reads from a here-string or here-document",
	patterns.UnreadableProcShell:     "a shell runs a script it reads from a process substitution",
	patterns.UnreadableNestedDynamic: "a command string handed to a shell is only known when it runs",
	patterns.UnreadableDepth:         "command strings nest too deep to read",
	patterns.UnreadableSize:          "the command is too long to read",
	patterns.UnreadableWrapperOption: "a wrapper (sudo, env …) has an option ozdesk does not know",
	patterns.UnreadableNUL:           "the command holds a NUL byte, where a program stops reading",
	patterns.UnreadableCR:            "the command holds a carriage return, which bash keeps as part of a word",
	patterns.UnreadableParts:         "the command has too many parts to read",
	patterns.UnreadableWords:         "the command has too many words to read",
	patterns.UnreadableWrites:        "the command writes or deletes too many paths to read",
	patterns.UnreadableNesting:       "the command nests too deep to read",
	patterns.UnreadableExplanation:   "the explanation of the command would be too large",
	patterns.UnreadableMadeRun:       "a part runs a file an earlier part made",
	patterns.UnreadableRebound:       "an earlier part changes what a later word means",
	patterns.UnreadableRunsLater:     "a part writes a file that runs later, where no ask sees it",
	patterns.UnreadableForeignCode:   "a program runs code in another language (python -c, node -e …)",
	patterns.UnreadableSecondEval:    "bash reads a value as code a second time",
	patterns.UnreadableLinkedThrough: "a part deletes through a link an earlier part made, to a place that is not known",
	patterns.UnreadableBody:          "a runner runs a file ozdesk cannot read: larger than it reads, or named by a glob it cannot list",
}

// UnreadableWords says in plain words what an unreadable code stands
// for: "a shell runs a script it reads from a pipe" for shell-from-pipe.
// A code it does not know is shown as it is, escaped.
func UnreadableWords(code patterns.UnreadableCode) string {
	if w, ok := unreadableWords[code]; ok {
		return w
	}
	return Escape(string(code))
}
