package patterns

// netProgs are the tables of programs that fetch, send and log in: curl,
// wget, ssh, scp.
func netProgs() map[string]progDef {
	return map[string]progDef{
		"aria2c": {flags: "-o/--out= -d/--dir= -i/--input-file= -x/--max-connection-per-server= " +
			"-s/--split= -j/--max-concurrent-downloads= -k/--min-split-size= -l/--log= -t/--timeout= " +
			"-m/--max-tries= --retry-wait= --all-proxy= --header= --user-agent= --checksum= " +
			"--allow-overwrite= --auto-file-renaming= --conditional-get= --max-download-limit= " +
			"-T/--torrent-file= -M/--metalink-file= " +
			"-c/--continue -q/--quiet -Z/--force-sequential -V/--check-integrity -h/--help= -v/--version"},
		// fx69c: --url's value is the address a quick tunnel forwards
		// ([dev-tunnel]: cloudflared tunnel --url http://localhost:3000).
		"cloudflared": {flags: "--url= --config= --loglevel= --transport-loglevel= --logfile= --metrics= " +
			"--hostname= --origincert= --protocol= --edge-ip-version= --credentials-file= --cred-file= " +
			"--region= --name= -n= --pidfile= -h/--help -v/--version"},
		"curl": {flags: "-o/--output= -O/--remote-name --remote-name-all --output-dir= -X/--request= " +
			"-H/--header= -d/--data= --data-ascii= --data-binary= --data-raw= --data-urlencode= " +
			"--json= -F/--form= --form-string= -u/--user= -A/--user-agent= -e/--referer= " +
			"-b/--cookie= -c/--cookie-jar= -T/--upload-file= -x/--proxy= -U/--proxy-user= --url= " +
			"-w/--write-out= -K/--config= -m/--max-time= --connect-timeout= -r/--range= -E/--cert= " +
			"--cert-type= --cacert= --capath= --key= --key-type= --pass= --resolve= --connect-to= " +
			"--retry= --retry-delay= --retry-max-time= -C/--continue-at= --limit-rate= " +
			"-y/--speed-time= -Y/--speed-limit= -z/--time-cond= -Q/--quote= --interface= " +
			"--dns-servers= --proto= --proto-redir= --proto-default= --max-redirs= --max-filesize= " +
			"--oauth2-bearer= --ciphers= --tls-max= --unix-socket= --abstract-unix-socket= " +
			"--aws-sigv4= --variable= --trace= --trace-ascii= --stderr= -D/--dump-header= " +
			"-P/--ftp-port= --noproxy= --preproxy= --pubkey= --netrc-file= --mail-from= --mail-rcpt= " +
			"-t/--telnet-option= --local-port= --keepalive-time= --socks4= --socks4a= --socks5= " +
			"--socks5-hostname= --parallel-max= --rate= --etag-save= --etag-compare= " +
			"-f/--fail --fail-with-body --fail-early -s/--silent -S/--show-error -L/--location " +
			"--location-trusted -k/--insecure -v/--verbose -i/--include -I/--head " +
			"-J/--remote-header-name -#/--progress-bar -g/--globoff -G/--get -N/--no-buffer " +
			"-n/--netrc --netrc-optional -q/--disable -R/--remote-time -Z/--parallel " +
			"-j/--junk-session-cookies -l/--list-only -a/--append -B/--use-ascii -M/--manual " +
			"-V/--version -h/--help -0/--http1.0 --http1.1 --http2 --http2-prior-knowledge --http3 " +
			"--http3-only -1/--tlsv1 -2/--sslv2 -3/--sslv3 -4/--ipv4 -6/--ipv6 -p/--proxytunnel " +
			"--compressed --create-dirs --digest --basic --ntlm --negotiate --anyauth --raw --ssl " +
			"--ssl-reqd --no-keepalive --no-sessionid --path-as-is --post301 --post302 --post303 " +
			"--tcp-nodelay --tcp-fastopen --xattr -:/--next --no-progress-meter"},
		"wget wget2": {flags: "-V/--version -h/--help -b/--background -e/--execute= -o/--output-file= " +
			"-a/--append-output= -d/--debug -q/--quiet -v/--verbose -n= -i/--input-file= " +
			"-F/--force-html -B/--base= --config= --bind-address= -t/--tries= --retry-connrefused " +
			"-O/--output-document= -c/--continue --start-pos= --progress= --show-progress " +
			"-N/--timestamping --no-use-server-timestamps -S/--server-response --spider " +
			"-T/--timeout= --dns-timeout= --connect-timeout= --read-timeout= -w/--wait= --waitretry= " +
			"--random-wait -Y/--proxy=? --no-proxy -Q/--quota= --limit-rate= --no-dns-cache " +
			"--restrict-file-names= -4/--inet4-only -6/--inet6-only --prefer-family= --user= " +
			"--password= --ask-password --no-iri --local-encoding= --remote-encoding= --unlink " +
			"-P/--directory-prefix= --cut-dirs= --default-page= -E/--adjust-extension --http-user= " +
			"--http-password= --no-cache --no-cookies --load-cookies= --save-cookies= " +
			"--keep-session-cookies --ignore-length --header= --max-redirect= --proxy-user= " +
			"--proxy-password= --referer= --save-headers -U/--user-agent= --post-data= --post-file= " +
			"--method= --body-data= --body-file= --content-disposition --content-on-error " +
			"--auth-no-challenge --secure-protocol= --https-only --no-check-certificate " +
			"--certificate= --certificate-type= --private-key= --private-key-type= " +
			"--ca-certificate= --ca-directory= --crl-file= --pinnedpubkey= --hsts-file= --no-hsts " +
			"--ftp-user= --ftp-password= --no-glob --no-passive-ftp --preserve-permissions " +
			"--retr-symlinks -r/--recursive -l/--level= --delete-after -k/--convert-links " +
			"-K/--backup-converted -m/--mirror -p/--page-requisites -A/--accept= -R/--reject= " +
			"--accept-regex= --reject-regex= --regex-type= -D/--domains= --exclude-domains= " +
			"--follow-ftp --follow-tags= --ignore-tags= --ignore-case -H/--span-hosts -L/--relative " +
			"-I/--include-directories= -X/--exclude-directories= -np/--no-parent " +
			"-x/--force-directories -nH/--no-host-directories --protocol-directories " +
			"-nd/--no-directories -nc/--no-clobber -nv/--no-verbose"},
		"ssh": {closed: true, stopAtOperand: true, flags: "-4 -6 -A -a -B= -b= -C -c= -D= -E= -e= -F= " +
			"-f -G -g -I= -i= -J= -K -k -L= -l= -M -m= -N -n -O= -o= -P= -p= -Q= -q -R= -S= -s -T -t " +
			"-V -v -W= -w= -X -x -Y -y"},
		// fx45e: the kernel's module and boot tools, and the editors'
		// extension installs, whose option values the defaults read.
		"modprobe": {closed: true, flags: "-r/--remove -a/--all -f/--force -n/--dry-run/--show -q/--quiet " +
			"-v/--verbose -V/--version -h/--help -i/--ignore-install --ignore-remove -b/--use-blacklist " +
			"--remove-dependencies -w/--wait= -C/--config= -d/--dirname= -S/--set-version= " +
			"-c/--showconfig/--show-config -D/--show-depends --first-time --force-vermagic --force-modversion " +
			"-s/--syslog -R/--resolve-alias -o/--name= -k/--show-modversions"},
		"rmmod": {closed: true, flags: "-f/--force -s/--syslog -v/--verbose -V/--version -h/--help"},
		"kernelstub": {flags: "-a/--add-options= -d/--delete-options= -o/--options= -k/--kernel-path= " +
			"-i/--initrd-path= -e/--esp-path= -l/--loader -m/--manage-only -f/--force-update " +
			"-p/--print-config -v/--verbose -h/--help"},
		"grub-mkconfig grub2-mkconfig": {flags: "-o/--output= -V/--version -h/--help"},
		"code code-insiders codium cursor windsurf positron": {flags: "--install-extension= " +
			"--uninstall-extension= --list-extensions --show-versions --category= --force --pre-release " +
			"--extensions-dir= --user-data-dir= --profile= -d/--diff -m/--merge -a/--add= -g/--goto " +
			"-n/--new-window -r/--reuse-window -w/--wait --locale= -v/--version -h/--help"},
		"scp": {closed: true, flags: "-3 -4 -6 -A -B -C -c= -D= -F= -i= -J= -l= -O -o= -P= -p -q -R " +
			"-r -S= -s -T -v -X= -d -f -t"},
	}
}
