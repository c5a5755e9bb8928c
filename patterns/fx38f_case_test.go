package patterns

import "testing"

// envFromDataCases: rt38 #2, the environment filled from file data and then
// a program run. A name export or readonly takes from data, or a file
// outside the project sourced with set -a, might be PATH, BASH_ENV or
// LD_PRELOAD: the later programs are rebound.
var envFromDataCases = []evalCase{
	ask(`while read -r k v; do export "$k=$v"; done < /tmp/env.txt; make`, "cmd.unreadable"),
	ask(`read -r k v < /tmp/e; export "$k=$v"; make`, "cmd.unreadable"),
	ask(`export $(cat /tmp/env.txt); make`, "cmd.unreadable"),
	// A .env outside the project read in a substitution that makes the
	// names hands no secret to a program: the rebinding names the ask
	// (fx43s, rt42 R; fx41c had [secret-passed] name it).
	ask(`export $(grep -v "^#" /tmp/x.env | xargs); make`, "cmd.unreadable"),
	ask(`readonly "$k=$v"; npm test`, "cmd.unreadable"),
	ask(`set -a; source /tmp/env.txt; set +a; make`, "cmd.unreadable"),
	ask(`set -o allexport; . ~/Downloads/x.env; go build`, "cmd.unreadable"),
	ask(`cd /tmp && set -a && . ./env.txt && npm start`, "cmd.unreadable"),
	ask(`mapfile -t "$N" < f; cd x`, "cmd.unreadable"),
	allow(`export "FOO=$v"; make`),
	allow(`export FOO=$(cat VERSION); make`),
	allow(`x=$(cat f); export "$x"`),
	allow(`export -n "$k"; make`),
	// fx45e (rt44 §8): the project's .env sourced with set -a rebinds the
	// later programs as export $(cat .env) does.
	ask(`set -a; source .env; set +a; npm start`, "cmd.unreadable"),
	ask(`set -a; . ./.env; set +a; make`, "cmd.unreadable"),
	allow(`set -a; set +a; source /tmp/venv/bin/activate; make`),
	allow(`source /tmp/venv/bin/activate && pip install -r requirements.txt`),
	allow(`read -r v < VERSION; export "APP_VERSION=$v"; make`),
}

func TestEnvFromDataCases(t *testing.T) { runCases(t, envFromDataCases) }

// rcloneMoveCases: rt38 #4, rclone's move and moveto delete their source:
// from a remote, the objects in the bucket (cmd.cloud-delete, as `aws s3
// mv s3://…`); from a local path, those files (a delete of that path).
var rcloneMoveCases = []evalCase{
	ask(`rclone move s3:prod ./local`, "cmd.cloud-delete"),
	ask(`rclone moveto s3:prod/db.sql ./db.sql`, "cmd.cloud-delete"),
	ask(`rclone -P move gdrive:backups /tmp/b`, "cmd.cloud-delete"),
	ask(`rclone move ~ remote:b`, "cmd.delete-home"),
	ask(`rclone move /srv/data remote:b`, "cmd.delete-outside"),
	allow(`rclone move ./dist remote:site`),
	allow(`rclone move --dry-run s3:prod ./local`),
	allow(`rclone copy s3:prod ./local`),
	allow(`rclone lsf s3:prod`),
}

func TestRcloneMoveCases(t *testing.T) { runCases(t, rcloneMoveCases) }

// pkgFileCases: rt38 #5, a package file from outside the project installed
// into the system runs its scripts as root (cmd.system); one built in the
// tree is left alone. snap and Homebrew remove the machine's packages as
// apt does.
var pkgFileCases = []evalCase{
	ask(`sudo dpkg -i /tmp/x.deb`, "cmd.system"),
	ask(`sudo apt install -y /tmp/x.deb`, "cmd.system"),
	ask(`sudo dpkg -i ~/Downloads/x.deb`, "cmd.system"),
	ask(`sudo npm i -g /tmp/x`, "cmd.system"),
	ask(`sudo rpm -ivh /var/tmp/x.rpm`, "cmd.system"),
	ask(`sudo snap remove lxd`, "cmd.system"),
	allow(`sudo dpkg -i build/app.deb`), // built in the tree (fx44e's merge)
	allow(`sudo apt install -y ./dist/app.deb`),
	allow(`sudo apt install -y jq`), // from the distribution's repositories
	allow(`npm i -g .`),
	allow(`npm install /tmp/x`),
	ask(`sudo snap remove hello`, "cmd.system"), // fx44e
	allow(`brew uninstall jq`),
	ask(`brew uninstall --force git`, "cmd.system"), // every version, whatever depends on it (fx46b, rt45)
}

func TestPkgFileCases(t *testing.T) { runCases(t, pkgFileCases) }
