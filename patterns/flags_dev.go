package patterns

// devProgs are the tables of developer tools: containers, package managers,
// forges, compilers, shells and interpreters.
func devProgs() map[string]progDef {
	return map[string]progDef{
		"docker podman": {
			pflag: true,
			flags: "-H/--host= --context= --config= -D/--debug -l/--log-level= --tls --tlsverify " +
				"--tlscacert= --tlscert= --tlskey= -v/--version -h/--help",
			subs: dockerSubs(),
		},
		"npm pnpm": {flags: "-g/--global -D/--save-dev -P/--save-prod -O/--save-optional " +
			"-E/--save-exact -B/--save-bundle -S/--save --no-save --save-peer --dry-run -f/--force " +
			"-y/--yes --no --ignore-scripts --legacy-peer-deps --strict-peer-deps --production " +
			"--omit= --include= --registry= --tag= --access= --otp= --scope= -w/--workspace= " +
			"--workspaces --include-workspace-root --prefix= --cache= --userconfig= --globalconfig= " +
			"--loglevel= -s/--silent -q/--quiet -d --verbose --json -p/--parseable -l/--long " +
			"--depth= --no-audit --no-fund --audit-level= --provenance --no-package-lock " +
			"--package-lock-only --prefer-offline --prefer-online --offline --foreground-scripts " +
			"--install-strategy= --before= --auth-type= -c/--call= --package= --script-shell= " +
			"--if-present --location= -v/--version -h/--help", boolNext: true},
		// fx42c: the project template renderers (cookiecutter 2, copier 9),
		// closed: a template named after a flag is an operand.
		"cookiecutter": {closed: true, flags: "--no-input -c/--checkout= --directory= -v/--verbose " +
			"--replay --replay-file= -f/--overwrite-if-exists -s/--skip-if-file-exists -o/--output-dir= " +
			"--config-file= --default-config --debug-file= --accept-hooks= -l/--list-installed " +
			"--keep-project-on-failure -V/--version -h/--help"},
		"copier": {closed: true, flags: "-a/--answers-file= -x/--exclude= -d/--data= --data-file= " +
			"-r/--vcs-ref= -T/--skip-tasks --trust/--UNSAFE -n/--pretend -w/--overwrite -s/--skip= " +
			"-f/--force -l/--defaults -C/--no-cleanup -q/--quiet -g/--prereleases --conflict= " +
			"--context-lines= -A/--skip-answered -h/--help --help-all -v/--version"},
		// fx43d: the options that name where ansible-pull's playbooks and
		// gradle's init scripts come from (defaults_remotesource.go).
		"ansible-pull": {flags: "-U/--url= -C/--checkout= -d/--directory= -i/--inventory= -e/--extra-vars= " +
			"-t/--tags= --skip-tags= -l/--limit= --vault-password-file= --vault-id= -m/--module-name= " +
			"--private-key= --key-file= -u/--user= -c/--connection= -T/--timeout= -s/--sleep= " +
			"--accept-host-key -f/--force -o/--only-if-changed --purge --full --track-subs --clean " +
			"-K/--ask-become-pass -k/--ask-pass --check -D/--diff -v/--verbose -h/--help --version"},
		"gradle gradlew": {flags: "-I/--init-script= -b/--build-file= -c/--settings-file= -p/--project-dir= " +
			"-g/--gradle-user-home= -D/--system-prop= -P/--project-prop= -x/--exclude-task= --console= " +
			"--warning-mode= --max-workers= -q/--quiet -i/--info -d/--debug -s/--stacktrace " +
			"-S/--full-stacktrace --offline --refresh-dependencies --build-cache --no-build-cache " +
			"--parallel --no-parallel --daemon --no-daemon --scan --continue -m/--dry-run " +
			"--configuration-cache -w/--warn -h/--help -v/--version"},
		"pip pip3": {flags: "-i/--index-url= --extra-index-url= -f/--find-links= --no-index " +
			"-r/--requirement= -c/--constraint= -e/--editable= -t/--target= --prefix= --root= " +
			"--src= -U/--upgrade --upgrade-strategy= --force-reinstall -I/--ignore-installed " +
			"--user --no-deps --pre --no-build-isolation --break-system-packages --dry-run " +
			"--only-binary= --no-binary= --require-hashes --trusted-host= --proxy= --cert= " +
			"-C/--config-settings= --platform= --python-version= --implementation= --abi= " +
			"--report= --progress-bar= --timeout= --retries= --log= --isolated --no-cache-dir " +
			"--cache-dir= --disable-pip-version-check --compile --no-compile " +
			"--no-warn-script-location --root-user-action= -q/--quiet -v/--verbose -y/--yes " +
			"-h/--help -V/--version"},
		"gem": {flags: "-s/--source= --clear-sources -i/--install-dir= -n/--bindir= " +
			"-v/--version= -N/--no-document --document=? --user-install --no-user-install " +
			"-E/--env-shebang -f/--force -w/--wrappers --no-wrappers -P/--trust-policy= " +
			"--ignore-dependencies --development --conservative --minimal-deps --pre --prerelease " +
			"-p/--http-proxy=? --platform= --build-root= -l/--local -r/--remote -b/--both " +
			"-g/--file=? -q/--quiet -V/--verbose --default --lock --no-lock -h/--help"},
		"psql": {flags: "-c/--command= -d/--dbname= -f/--file= -h/--host= -p/--port= -U/--username= " +
			"-w/--no-password -W/--password -v/--set= --variable= -X/--no-psqlrc -q/--quiet " +
			"-A/--no-align -t/--tuples-only -x/--expanded -1/--single-transaction -o/--output= " +
			"-L/--log-file= -P/--pset= -F/--field-separator= -R/--record-separator= -a/--echo-all " +
			"-e/--echo-queries -E/--echo-hidden -b/--echo-errors -s/--single-step -S/--single-line " +
			"-n/--no-readline -H/--html -T/--table-attr= -l/--list -V/--version --help=?"},
		"mysql mariadb": {flags: "-e/--execute= -u/--user= -p/--password=? -h/--host= -P/--port= " +
			"-D/--database= -B/--batch -N/--skip-column-names -s/--silent -t/--table -v/--verbose " +
			"-V/--version --protocol= -S/--socket= --default-character-set= -f/--force -X/--xml " +
			"-H/--html --ssl-mode= -A/--no-auto-rehash --init-command= -r/--raw -E/--vertical --help"},
		"cargo": {flags: "-p/--package= --workspace --all --exclude= --lib --bin= --bins --example= " +
			"--examples --test= --tests --bench= --benches --all-targets -F/--features= " +
			"--all-features --no-default-features -r/--release --profile= -j/--jobs= --target= " +
			"--target-dir= --manifest-path= --message-format= -v/--verbose -q/--quiet --color= " +
			"--frozen --locked --offline --config= -Z= -C= --token= --registry= --index= " +
			"--allow-dirty --no-verify --dry-run --keep-going --no-run --no-fail-fast --doc " +
			"-f/--force --path= --git= --branch= --tag= --rev= --root= --vers= --list " +
			"--no-track --ignore-rust-version --out-dir= --artifact-dir= --open -h/--help " +
			"-V --explain="},
		"gh": {pflag: true, flags: "-R/--repo= --hostname= -y/--yes --confirm -b/--body= -F/--body-file= " +
			"-t/--title= -B/--base= -H/--head= -w/--web -l/--label= -a/--assignee= -p/--project= " +
			"-L/--limit= -A/--author= -q/--jq= --json= --template= --paginate --slurp -X/--method= " +
			"-f/--raw-field= --field= --input= --cache= --silent --verbose --visibility= --public " +
			"--private --internal --clone --remote= --source= --push --description= --homepage= " +
			"--team= --generate-notes --notes= --notes-file= --notes-start-tag= --prerelease=? " +
			"--latest=? --target= --verify-tag --cleanup-tag --delete-branch --admin --auto " +
			"--squash --rebase --merge --match-head-commit= --subject= --fill --dry-run " +
			"--with-token --git-protocol= -h/--help --version"},
		"go": {style: styleSingle, goFlags: true, flags: "-o= -C= -v -x -n -a -p= -race -msan -asan -cover " +
			"-covermode= -coverpkg= -coverprofile= -work -tags= -ldflags= -gcflags= -asmflags= " +
			"-mod= -modfile= -overlay= -pgo= -pkgdir= -trimpath -buildmode= -buildvcs=? " +
			"-compiler= -installsuffix= -linkshared -modcacherw -json -run= -bench= -benchtime= " +
			"-count= -cpu= -timeout= -short -failfast -fuzz= -fuzztime= -list= -skip= -shuffle= " +
			"-parallel= -exec= -u -t -d -m -w -l -e -fix -benchmem -cpuprofile= -memprofile= " +
			"-blockprofile= -mutexprofile= -trace= -outputdir= -vet= -c -i"},
		// keytool's options are single-dash words (fx53n: -cacerts is one
		// option, not -c -a -c …), each -NAME VALUE one a value.
		"keytool": {style: styleSingle, flags: "-importcert -import -importkeystore -importpass -exportcert -export " +
			"-list -printcert -printcertreq -printcrl -delete -changealias -genkeypair -genkey -genseckey " +
			"-gencert -certreq -keypasswd -storepasswd -cacerts -noprompt -trustcacerts -protected -rfc -v " +
			"-keystore= -destkeystore= -srckeystore= -file= -alias= -destalias= -srcalias= -storepass= " +
			"-srcstorepass= -deststorepass= -keypass= -srckeypass= -destkeypass= -storetype= -srcstoretype= " +
			"-deststoretype= -providername= -providerclass= -addprovider= -providerpath= -keyalg= -keysize= " +
			"-groupname= -dname= -validity= -ext= -sigalg= -startdate= -infile= -outfile= -jarfile= -J= " +
			"-help --help -h -?"},
		"java": {style: styleSingle, stopAtOperand: true, flags: "-cp/-classpath/--class-path= " +
			"-p/--module-path= -m/--module=! -jar=! -version --version -showversion " +
			"--show-version -verbose=? -ea -da -esa -dsa -server -client -help --help -?"},
		"python python2 python3 pypy pypy3": {stopAtOperand: true, flags: "-b -B -c=! -d -E -h -i -I " +
			"-m=! -O -P -q -s -S -u -v -V -W= -x -X= --check-hash-based-pycs= --help --help-env " +
			"--help-xoptions --help-all --version"},
		"node nodejs": {stopAtOperand: true, flags: "-e/--eval=! -p/--print=! -r/--require= " +
			"--import= --input-type= -i/--interactive -c/--check -v/--version -h/--help"},
		"perl": {stopAtOperand: true, flags: "-e=! -E=! -n -p -i=? -l=? -0=? -a -F= -M= -m= -I= " +
			"-w -W -X -c -s -T -t -U -v -V -x=? -d=? -D=?"},
		"ruby": {stopAtOperand: true, flags: "-e=! -n -p -i=? -I= -r= -w -W=? -c -l -a -F= -s -x=? " +
			"-C= -E= -d -v --version -h --help"},
		"sh bash dash zsh ksh mksh ash yash posh fish": {stopAtOperand: true, flags: "-c -i " +
			"-l/--login -r -s -e -u -x -v -n -f -a -b -h -k -m -p -t -B -C -E -H -P -T -o= -O= " +
			"--norc --noprofile --rcfile= --init-file= --posix --restricted --verbose --version " +
			"--help --debugger --dump-strings --noediting"},
	}
}

// dockerSubs are docker's subcommands whose flags matter to rules; the rest
// are read with arity doubt.
func dockerSubs() map[string]progDef {
	prune := "-a/--all -f/--force --volumes --filter= -q/--quiet --format= --no-trunc"
	return map[string]progDef{
		"run create": {stopAtOperand: true, flags: "-d/--detach -i/--interactive -t/--tty --rm " +
			"--privileged --name= -e/--env= --env-file= -v/--volume= --mount= -p/--publish= " +
			"-P/--publish-all -w/--workdir= -u/--user= --entrypoint= --network/--net= " +
			"--network-alias= -h/--hostname= --add-host= --dns= --cap-add= --cap-drop= --device= " +
			"--gpus= --ipc= --pid= --uts= --userns= --security-opt= --restart= --platform= --pull= " +
			"-l/--label= --label-file= -m/--memory= --memory-swap= --cpus= -c/--cpu-shares= " +
			"--shm-size= --tmpfs= --ulimit= --log-driver= --log-opt= --read-only --init " +
			"--sig-proxy=? --stop-signal= --stop-timeout= --health-cmd= --no-healthcheck --expose= " +
			"--link= --volumes-from= --group-add= --sysctl= --cgroupns= --runtime= --isolation= " +
			"--storage-opt= --mac-address= --ip= --ip6= -a/--attach= --detach-keys= --cidfile= " +
			"-q/--quiet"},
		"exec": {stopAtOperand: true, flags: "-d/--detach -i/--interactive -t/--tty -e/--env= " +
			"--env-file= -u/--user= -w/--workdir= --privileged --detach-keys="},
		"rm":  {flags: "-f/--force -l/--link -v/--volumes"},
		"rmi": {flags: "-f/--force --no-prune"},
		"system volume image container network builder": {flags: prune},
		"push pull": {flags: "-a/--all-tags --disable-content-trust=? --platform= -q/--quiet"},
		"build": {flags: "-t/--tag= -f/--file= --build-arg= --target= --platform= --no-cache --pull " +
			"-q/--quiet --rm=? --force-rm --network= --secret= --ssh= --progress= --cache-from= " +
			"--cache-to= --label= --iidfile= -o/--output= --load --push --squash --shm-size= " +
			"--ulimit= --add-host= -m/--memory= --isolation= --builder="},
		"login": {flags: "-u/--username= -p/--password= --password-stdin"},
	}
}
