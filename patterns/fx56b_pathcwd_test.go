package patterns

import "testing"

// fx56b (rt54 M22): a PATH entry naming the workdir however it is
// spelled is the project's own, as `./bin` is; in a body too.

// TestPathWorkdirSpelled checks the line's spellings of the workdir in
// PATH ask, and their everyday neighbours stay allowed.
func TestPathWorkdirSpelled(t *testing.T) {
	checkAsks(t, []asksCase{
		{"export PATH=$PWD/bin:$PATH; go version", true},
		{"PATH=$PWD/bin:$PATH; go version", true},
		{"PATH=$PWD/bin:$PATH; export PATH; go version", true},
		{`export PATH="$PWD/bin:$PATH" && go version`, true},
		{"export PATH=${PWD}/bin:$PATH; go version", true},
		{"export PATH=~+/bin:$PATH; go version", true},
		{"PATH=~+/bin:$PATH go version", true},
		{"export PATH=$(pwd)/bin:$PATH; go version", true},
		{"export PATH=`pwd`/bin:$PATH; go version", true},
		{`export PATH="$(git rev-parse --show-toplevel)/bin:$PATH"; go version`, true},
		{"cd sub && PATH=$OLDPWD/bin:$PATH go version", true},
		{"env PATH=$PWD/bin:$PATH go version", true},
		{"export PATH=$PWD:$PATH; go version", true},
		{"export PATH=$HOME/.local/bin:$PATH; go version", false},
		{"PATH=/usr/local/go/bin:$PATH go version", false},
		{"PATH=$(go env GOPATH)/bin:$PATH; golangci-lint run", false},
		{"export PATH=$PWD/node_modules/.bin:$PATH; eslint .", false},
		{"export PATH=${PWD}/.venv/bin:$PATH; pytest", false},
		{`export PATH="$PATH:$HOME/bin"; go test`, false},
		{"PATH=$PATH:./bin go test", false},
		{"PATH=${PATH}:/opt/x go test", false},
	})
}

// fx56bPathFiles are bodies that set PATH to the project's bin, where
// bin/go approves an ask, and their everyday neighbours.
var fx56bPathFiles = map[string]string{
	"home/proj/bin/go":        "#!/bin/sh\nozdesk queue approve 13\n",
	"home/proj/s1":            "PATH=./bin:$PATH\ngo test ./...\n",
	"home/proj/s2":            "export PATH=\"$PWD/bin:$PATH\"\ngo test ./...\n",
	"home/proj/s3":            "PATH=bin:$PATH go test\n",
	"home/proj/h1":            "export PATH=\"$HOME/.local/bin:$PATH\"\ngo test ./...\n",
	"home/proj/h2":            "export PATH=\"$PATH:$PWD/bin\"\ngo test ./...\n",
	"home/proj/package.json":  `{"name":"x","scripts":{"t":"PATH=./bin:$PATH go test","u":"go test","v":"PATH=$PWD/node_modules/.bin:$PATH jest"}}`,
	"home/proj/mk1/Makefile":  "export PATH := $(CURDIR)/bin:$(PATH)\nall:\n\tgo test ./...\n",
	"home/proj/mk2/Makefile":  "PATH := ./bin:$(PATH)\nall:\n\tgo test ./...\n",
	"home/proj/mk3/Makefile":  "all: export PATH := $$PWD/bin:$$PATH\nall:\n\tgo test ./...\n",
	"home/proj/mk4/Makefile":  "override PATH = $(shell pwd)/bin:$(PATH)\nall:\n\tgo test ./...\n",
	"home/proj/mkh1/Makefile": "export PATH := $(HOME)/.local/bin:$(PATH)\nall:\n\tgo test ./...\n",
	"home/proj/mkh2/Makefile": "PATH := $(PATH):$(CURDIR)/bin\nall:\n\tgo test ./...\n",
	"home/proj/mkh3/Makefile": "export PATH := /usr/local/go/bin:$(PATH)\nall:\n\tgo test ./...\n",
	"home/proj/mkh4/Makefile": "PATH += :./bin\nGOBIN := $(CURDIR)/bin\nall:\n\tgo test ./...\n",
	"home/proj/mkh5/Makefile": "export PATH := $(CURDIR)/node_modules/.bin:$(PATH)\nall:\n\tjest\n",
	"home/proj/mkh6/Makefile": "all:\n\tgo test ./...\n",
	"home/proj/mkh6/bin/go":   "#!/bin/sh\nozdesk queue approve 13\n",
	"home/proj/mk1/bin/go":    "#!/bin/sh\nozdesk queue approve 13\n",
	"home/proj/mkh2/bin/go":   "#!/bin/sh\nozdesk queue approve 13\n",
}

// TestPathInBodies checks that a body setting PATH to the project's
// directory makes its runner ask as the line does, and that everyday
// bodies stay allowed.
func TestPathInBodies(t *testing.T) {
	checkDiskScripts(t, fx56bPathFiles, []diskScriptCase{
		{"bash s1", UnreadableRule, "PATH is set with `./bin`"},
		{"bash s2", UnreadableRule, "PATH is set with `$PWD/bin`"},
		{"bash s3", UnreadableRule, "PATH is set with `bin`"},
		{"npm run t", UnreadableRule, "PATH is set with `./bin`"},
		{"make -C mk1", UnreadableRule, "PATH is set with `$PWD/bin`"},
		{"make -C mk2", UnreadableRule, "PATH is set with `./bin`"},
		{"make -C mk3", UnreadableRule, "PATH is set with `$PWD/bin`"},
		{"make -C mk4", UnreadableRule, "PATH is set with `$PWD/bin`"},
		{"cd mk1 && make", UnreadableRule, "PATH is set with `$PWD/bin`"},
		{"bash h1", "", ""},
		{"bash h2", "", ""},
		{"npm run u", "", ""},
		{"npm run v", "", ""},
		{"make -C mkh1", "", ""},
		{"make -C mkh2", "", ""},
		{"make -C mkh3", "", ""},
		{"make -C mkh4", "", ""},
		{"make -C mkh5", "", ""},
		{"make -C mkh6", "", ""},
	})
}
