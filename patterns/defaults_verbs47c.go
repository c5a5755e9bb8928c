package patterns

// allContainersFedPatterns are cmd.system's patterns of the pipe form of
// [all-containers] (fx47c, issue 7): every container stopped, killed or
// paused through xargs fed by an unfiltered listing (a forced removal
// fed any listing is cmd.delete-outside's, fx18d3)
// ([all-containers-fed], class_allcontainers_fed.go), as through
// `$(docker ps -q)` (verbs46b).
func allContainersFedPatterns() []string {
	var out []string
	for _, verb := range []string{"stop", "kill", "pause"} {
		out = append(out, "[all-containers-fed] "+verb+" **", "[all-containers-fed] container "+verb+" **")
	}
	return out
}

// credentialsDoc47c documents cmd.credentials' reading of a credential
// store's name below a directory not known (class_secret_unknown_dir.go).
const credentialsDoc47c = " A credential store's name below a directory the line does not give (fx47c, issue 7, decided): " +
	"`cat \"$D\"/.ssh/id_rsa`, `head $DIR/.aws/credentials`, `cat /proc/1/cwd/.ssh/id_rsa` (another process's working directory) " +
	"read a path whose directory may be the home, so the home's credential stores and the private keys' names (`.ssh`'s private files, " +
	"`.aws/credentials`, `.netrc`, `.kube/config`, `*.key` …, at any depth of the known rest) ask as a might, as a glob that may name one does; " +
	"~/.ssh's public files (`*.pub`, `known_hosts`, `config`), a word with no known rest (`cat \"$F\"`), metadata readers (`ls -l \"$D\"/.ssh/id_rsa`) " +
	"and such a name below a known directory other than the home (`cat /opt/x/.aws/credentials`) are left alone."

// wipeDiskDoc47c documents cmd.wipe-disk's device named through /proc
// (does_devicearg.go).
const wipeDiskDoc47c = " A block device named through a process's root (fx47c: `sh /proc/self/root/dev/sda`, `./flash.sh /proc/1/root/dev/mmcblk0`) " +
	"is the device itself, asked as its plain path is (`sh /dev/sda` asks: a shell given a device as its script is a program the tables do not know, " +
	"which runs what the disk holds); through a working directory (`/proc/self/cwd/dev/sda`) it is no device."

// systemDoc47c documents cmd.system's pipe form of [all-containers].
const systemDoc47c = " Every container stopped through a pipe (fx47c, [all-containers-fed]): `docker ps -q | xargs docker stop`, " +
	"`podman ps -q | xargs podman kill` (stop, kill, pause) ask as `docker stop $(docker ps -q)` does (a forced removal fed a listing, `docker ps -aq | xargs docker rm -f`, asks as cmd.delete-outside since fx18d3); " +
	"a listing filtered or named (`docker ps -q --filter name=myapp | xargs docker stop`, `docker compose ps -q`) or narrowed by a later stage (`| head -1`) " +
	"and a read (`| xargs docker inspect`) are left alone."

// linkDoc47c documents cmd.credentials' reading of a link made earlier
// from another directory (effects_link_elsewhere.go).
const linkDoc47c = " A link made earlier in the line and read from another directory (fx47c: `ln -s ~/.ssh/id_rsa k && cd sub && cat ../k`) " +
	"is followed as it is beside it when both directories are known from the line's start; a relative target read that way is left to the link's marking."
