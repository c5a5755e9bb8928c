package patterns

import "testing"

// fx28e3XargsCases (rt23d #8, #19): the items xargs appends are the
// input's lines, data for the command, not its options: they are words
// of unknown value that may be any operand (a default branch among
// them), never a flag the command line does not show. A download loop
// is not a cloud deletion, and `git branch -d` of merged branches is not
// a forced delete of main; `-D` of items that might be main still asks.
var fx28e3XargsCases = []evalCase{
	allow("xargs -n1 curl -sO < urls.txt"),
	allow("xargs -P4 -n1 curl -sO < urls.txt"),
	allow("cat urls.txt | xargs -n1 curl -sO"),
	allow("cat urls.txt | xargs -n1 wget -q"),
	allow("git branch --merged | grep -v main | xargs git branch -d"),
	allow("git branch --merged | grep -v main | xargs -r git branch --delete"),
	ask("git fetch -p && git branch -vv | awk '/: gone]/{print $1}' | xargs -r git branch -D", "cmd.force-push"),
	ask("cat urls.txt | xargs -n1 curl -X DELETE", "cmd.cloud-delete"),
	ask("echo main | xargs git push -f origin", "cmd.force-push"),
	ask("ls | xargs rm -rf", "cmd.delete-home"),
}

func TestFx28e3XargsCases(t *testing.T) { runCases(t, fx28e3XargsCases) }
