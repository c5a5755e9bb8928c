package patterns

import "testing"

// bfgJarCases (fx21a item 3, rt20d #14): BFG is mostly run from its
// jar, and rewrites history as `bfg` does; a jar of another name might be
// any program and is left alone.
var bfgJarCases = []evalCase{
	ask(`java -jar bfg.jar --delete-files id_rsa`, "cmd.force-push"),
	ask(`java -jar bfg-1.14.0.jar --delete-files '*.key'`, "cmd.force-push"),
	ask(`java -Xmx2g -jar tools/bfg-1.14.0.jar --strip-blobs-bigger-than 100M repo.git`, "cmd.force-push"),
	ask(`java -jar ~/bin/bfg.jar --replace-text p.txt`, "cmd.force-push"),
	allow(`java -jar app.jar`),
	allow(`java -jar build/libs/app-1.0.jar --port 8080`),
	allow(`java -jar target/bfgx.jar`),
	allow(`java -jar "$JAR" --delete-files id_rsa`),
}

func TestBFGJarCases(t *testing.T) { runCases(t, bfgJarCases) }
