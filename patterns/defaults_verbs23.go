package patterns

// verbs23 are, per default, the programs and verbs the red team rt23d
// found missing from the defaults' tables (fx23e4), each named by the
// effect a default already names by other spellings:
//
//   - cmd.wipe-disk (#22): the formatters and erasers beside mkfs
//     (mkntfs, mkexfatfs, mkdosfs, BSD's and macOS's newfs), SCSI's
//     format, sanitize, unmap and write-same (sg3_utils), an
//     Opal drive reverted to its factory state (sedutil-cli), flash
//     erased or written (mtd-utils: flash_erase, flashcp, nandwrite,
//     mtd_debug erase/write, ubiformat), and a RAID array created or
//     built over disks (mdadm --create/--build writes superblocks);
//   - cmd.system (#24, #4): the SysRq trigger written ([system-config]
//     counts /proc/sysrq-trigger, a literal path only), the machine powered off by login1's or
//     systemd's bus methods (busctl, dbus-send, gdbus) or loginctl's
//     power verbs (systemd 256 and later); every packet dropped by a rule
//     with no match (`iptables -A OUTPUT -j DROP`), ufw denying all that
//     goes out, firewalld's panic mode or a drop zone as default, the
//     default route deleted by route, a link deleted, a VPN or tailnet
//     taken down; the clock set (`date -s`, hwclock's writes) and a
//     system file made immutable (`chattr +i /etc/passwd`); libraries
//     put into the loader's cache from a directory (`ldconfig DIR`);
//   - cmd.credentials (#25, #5, #14): a repository transferred, its
//     visibility or membership changed by httpie or xh as by curl, a
//     webhook added (every push is sent to its URL), a service exposed
//     by a load balancer or node port; a crate's, gem's or package's
//     owners changed (cargo, gem, npm's and pnpm's `owner`/`author`),
//     GitLab's members through `glab api`, docker trust signers, AWS
//     resource policies granted (`lambda add-permission` …); credential stores emptied (pass,
//     gopass, macOS's security, keyring, secret-tool, kubeconfig users,
//     contexts and clusters,
//     a gcloud configuration with its account);
//   - cmd.publish (#7): images built and pushed by remote builders
//     (`gcloud builds submit`, `az acr build`/`import`), BuildKit's
//     `push=true`, earthly, depot and skaffold with `--push`, kaniko's
//     `--destination`; packages put in registries (codeartifact, Azure
//     Artifacts, ECR's put-image, cachix, Hugging Face, anaconda,
//     JFrog, Artifact Registry's uploads), and objects made public by their
//     ACL (`--acl public-read`, `gsutil acl ch -u AllUsers:R`, allUsers
//     bindings);
//   - cmd.cloud-delete (#12): civo's remove/rm/delete, every Actions
//     cache deleted, a log group's retention cut (older events expire),
//     a resource's deletion or termination protection lifted.
//
// Built on first use, as every table is (lazy.go).
var verbs23 = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.wipe-disk":    wipeVerbs23(),
		"cmd.system":       systemVerbs23(),
		"cmd.credentials":  accessVerbs23(),
		"cmd.publish":      publishVerbs23(),
		"cmd.cloud-delete": cloudVerbs23(),
	}
}}

// wipeVerbs23 are cmd.wipe-disk's patterns of verbs23.
func wipeVerbs23() []string {
	out := []string{
		"mkntfs ** [device] **", "mkexfatfs ** [device] **", "mkdosfs ** [device] **", "mkreiserfs ** [device] **",
		"mkudffs ** [device] **", "jfs_mkfs ** [device] **", "newfs* ** [device] **",
		"sg_format ** [device] **", "sg_sanitize ** [device] **", "sg_unmap ** [device] **", "sg_write_same ** [device] **",
		"sedutil-cli --yesIreallywanttoERASEALLmydatausingthePSID **", "sedutil-cli --PSIDrevert **",
		"sedutil-cli --revertTPer **", "sedutil-cli --revertnoerase **",
		"flash_erase ** [device] **", "flash_eraseall ** [device] **", "flashcp ** [device] **", "nandwrite ** [device] **",
		"mtd_debug erase [device] **", "mtd_debug write [device] **", "ubiformat ** [device] **",
		"mdadm --create ** [device] **", "mdadm -C ** [device] **", "mdadm --build ** [device] **", "mdadm -B ** [device] **",
	}
	return out
}

// systemVerbs23 are cmd.system's patterns of verbs23.
func systemVerbs23() []string {
	out := []string{
		"firewall-cmd --panic-on **", "firewall-cmd --set-default-zone=drop **", "firewall-cmd --set-default-zone=block **",
		"firewall-cmd --remove-service=ssh **",
		"ufw ** default deny outgoing **", "ufw ** default reject outgoing **",
		"ufw ** deny 22 **", "ufw ** deny 22/tcp **", "ufw ** deny ssh **", "ufw ** deny OpenSSH **",
		"route ** del default **", "route ** delete default **", "route ** flush **",
		"ip ** link delete **", "ip ** link del **", "ip ** l delete **", "ip ** l del **",
		"ip ** route delete default **", "ip ** r del default **", "ip ** r delete default **",
		"wg-quick ** down **", "tailscale ** down **", "networkctl ** down **",
		"ldconfig ** * **",
		"date -s **", "date --set **",
		"hwclock -w **", "hwclock --systohc **", "hwclock -s **", "hwclock --hctosys **", "hwclock --set **",
	}
	for _, verb := range []string{"poweroff", "reboot", "halt", "suspend", "hibernate", "hybrid-sleep", "suspend-then-hibernate"} {
		out = append(out, "loginctl ** "+verb+" **")
	}
	for _, m := range []string{"PowerOff*", "Reboot*", "Halt*", "Suspend*", "Hibernate*", "HybridSleep*", "KExec*", "SoftReboot*"} {
		out = append(out, "busctl ** call ** "+m+" **", "dbus-send ** *.Manager."+m+" **",
			"gdbus call --method=*.Manager."+m+" **", "gdbus call -m=*.Manager."+m+" **")
	}
	for _, ipt := range iptablesNames {
		for _, add := range []string{"-A", "--append", "-I", "--insert"} {
			for _, jump := range []string{"-j", "--jump"} {
				for _, target := range []string{"DROP", "REJECT"} {
					out = append(out, ipt+" "+add+"=* "+jump+"="+target+" **")
				}
			}
		}
	}
	for _, mode := range []string{"+*i*", "=*i*"} {
		for _, dir := range []string{"[system-config]", "/", "/etc", "/usr", "/usr/*", "/bin/*", "/sbin/*", "/lib*", "/boot"} {
			out = append(out, "chattr ** "+mode+" ** "+dir+" **")
		}
	}
	return out
}

// systemExcept23 are what verbs23's cmd.system patterns leave alone: a
// firewall rule that matches some packets (a source, a destination, a
// protocol, a port or a module's match) drops only those; ldconfig's
// prints and its runs that build no cache.
func systemExcept23() []string {
	out := []string{"ldconfig -p **", "ldconfig --print-cache **", "ldconfig -n **", "ldconfig -N **", "ldconfig --help **", "ldconfig -V **"}
	for _, ipt := range iptablesNames {
		for _, match := range []string{"-s", "--source", "-d", "--destination", "-p", "--protocol", "-m", "--match", "--dport", "--sport"} {
			out = append(out, ipt+" "+match+" **")
		}
	}
	return out
}

// iptablesNames are the names iptables runs by.
var iptablesNames = []string{"iptables", "ip6tables", "iptables-nft", "iptables-legacy"}

// accessVerbs23 are cmd.credentials' patterns of verbs23.
func accessVerbs23() []string {
	out := []string{
		"gh repo transfer **", "gh repo edit --visibility=* **",
		"gh auth logout **", "gh codespace ports visibility ** *:public **",
		"cargo owner --add **", "cargo owner -a **", "cargo owner --remove **", "cargo owner -r **",
		"cargo +* owner --add **", "cargo +* owner -a **", "cargo +* owner --remove **", "cargo +* owner -r **",
		"gem owner --add **", "gem owner -a **", "gem owner --remove **", "gem owner -r **",
		"docker trust signer add **", "docker trust signer remove **",
		"aws lambda add-permission **", "aws lambda add-layer-version-permission **", "aws sns add-permission **",
		"aws sqs add-permission **", "aws ecr set-repository-policy **",
		"pass ** rm **", "pass ** remove **", "pass ** delete **", "gopass ** rm **", "gopass ** remove **", "gopass ** delete **",
		"security delete-keychain **", "security delete-generic-password **", "security delete-internet-password **",
		"security delete-certificate **", "security delete-identity **",
		"keyring ** del **", "secret-tool clear **",
		"gcloud ** config configurations delete **", "gcloud ** auth revoke **",
	}
	for _, pm := range []string{"npm", "pnpm"} {
		for _, verb := range []string{"owner", "author"} {
			for _, sub := range []string{"add", "rm", "remove"} {
				out = append(out, pm+" ** "+verb+" "+sub+" **")
			}
		}
	}
	for _, method := range []string{"PUT", "POST", "DELETE"} {
		for _, path := range []string{"*members*", "*invitations*", "*/share*"} {
			out = append(out, "glab api -X="+method+" "+path+" **", "glab api --method="+method+" "+path+" **")
		}
	}
	for _, http := range []string{"http", "https", "xh", "xhs"} {
		out = append(out,
			http+" ** PATCH *api.github.com/repos/* **", http+" ** PUT *api.github.com/*collaborators* **",
			http+" ** DELETE *api.github.com/*collaborators* **", http+" ** PUT *api.github.com/*memberships* **",
			http+" ** POST *api.github.com/*transfer **", http+" ** POST *api.github.com/*hooks **")
	}
	for _, field := range []string{"-f", "-F", "--field", "--raw-field"} {
		out = append(out, "gh api "+field+"=* *hooks* **")
	}
	out = append(out, "gh api -X=POST *hooks* **", "gh api -X=PATCH *hooks* **", "gh api --method=POST *hooks* **", "gh api --method=PATCH *hooks* **")
	for _, kube := range []string{"kubectl", "kubecolor", "oc"} {
		for _, typ := range []string{"LoadBalancer", "NodePort"} {
			out = append(out, kube+" expose --type="+typ+" **",
				kube+" patch -p=*"+typ+"* **", kube+" patch --patch=*"+typ+"* **")
		}
		out = append(out, kube+" create service loadbalancer **", kube+" create service nodeport **",
			kube+" config unset users* **", kube+" config delete-user **", kube+" config delete-context **",
			kube+" config delete-cluster **", kube+" config unset contexts* **")
	}
	return out
}

// publishVerbs23 are cmd.publish's patterns of verbs23.
func publishVerbs23() []string {
	return []string{
		"gcloud ** builds submit **", "az acr build **", "az acr import **",
		"buildctl ** build --output=*push=true* **", "buildctl ** build -o=*push=true* **",
		"buildctl ** build --output=type=registry* **", "buildctl ** build -o=type=registry* **",
		"earthly --push **", "depot --push **", "skaffold build --push **", "skaffold run --push **",
		"kaniko --destination=* **", "kaniko -d=* **", "executor --destination=* **", "executor -d=* **",
		"aws codeartifact publish-package-version **", "az artifacts universal publish **",
		"aws ecr put-image **", "aws ecr-public put-image **",
		"cachix ** push **", "huggingface-cli upload **", "huggingface-cli upload-large-folder **", "hf upload **",
		"anaconda ** upload **", "jf ** rt upload **", "jf ** rt u **", "jfrog ** rt upload **", "jfrog ** rt u **",
		"gcloud ** artifacts ** upload **",
		// Objects made public by their ACL or an allUsers binding: anyone may download them.
		"aws s3api put-object --acl=public-read* **", "aws s3api put-object-acl --acl=public-read* **",
		"gsutil ** cp -a=public-read* **", "gsutil ** acl set public-read* **", "gsutil ** acl ch -u=AllUsers:* **",
		"gsutil ** acl ch -u=allUsers:* **", "gsutil ** acl ch -g=AllUsers:* **", "gsutil ** iam ch allUsers:* **",
		"gsutil ** iam ch allAuthenticatedUsers:* **",
		"gcloud ** add-iam-policy-binding --member=allUsers **", "gcloud ** add-iam-policy-binding --member=allAuthenticatedUsers **",
		"gcloud storage cp --predefined-acl=publicRead **",
		// The same ACLs given by aws s3's and gcloud storage's copy verbs (fx28e1, rt22d).
		// Their operands are spelled out, so that a word of unknown value
		// (aws s3 cp "$FILE" s3://b/) is an operand, never the ACL.
		"aws ** s3 cp * * --acl=public-read* **", "aws ** s3 sync * * --acl=public-read* **", "aws ** s3 mv * * --acl=public-read* **",
		"aws ** s3 cp * * --grants=*/global/AllUsers* **", "aws ** s3 sync * * --grants=*/global/AllUsers* **",
		"aws ** s3 mv * * --grants=*/global/AllUsers* **",
		"gcloud ** storage cp * * --predefined-acl=publicRead* **", "gcloud ** storage rsync * * --predefined-acl=publicRead* **",
		"gcloud ** storage mv * * --predefined-acl=publicRead* **", "gcloud ** storage objects update * --predefined-acl=publicRead* **",
		"gsutil ** rsync * * -a=public-read* **", "gsutil ** mv * * -a=public-read* **",
		// Snapshots and images shared with every AWS account (fx33c,
		// rt31 #6): anyone may copy the disk.
		"aws ** ec2 modify-snapshot-attribute ** --group-names all **",
		"aws ** ec2 modify-snapshot-attribute ** --create-volume-permission *all* **",
		"aws ** ec2 modify-image-attribute ** --user-groups all **",
		"aws ** ec2 modify-image-attribute ** --launch-permission *all* **",
		"aws ** rds modify-db-snapshot-attribute ** --values-to-add *all* **",
		"aws ** rds modify-db-cluster-snapshot-attribute ** --values-to-add *all* **",
	}
}

// cloudVerbs23 are cmd.cloud-delete's patterns of verbs23.
func cloudVerbs23() []string {
	return []string{
		"civo ** remove **", "civo ** rm **", "civo ** delete **",
		// kubectl's plugins run by their own name delete what they own (fx28e1, rt22d).
		"kubectl-* ** delete **",
		"gh cache delete --all **", "gh cache delete -a **",
		"aws logs put-retention-policy **",
		"aws rds modify-db-instance --no-deletion-protection **", "aws rds modify-db-cluster --no-deletion-protection **",
		"aws dynamodb update-table --no-deletion-protection-enabled **", "aws elbv2 modify-load-balancer-attributes *deletion_protection.enabled*false* **",
		"gcloud compute instances update --no-deletion-protection **", "gcloud sql instances patch --no-deletion-protection **",
		"aws cloudformation update-termination-protection --no-enable-termination-protection **",
		"aws ec2 modify-instance-attribute --no-disable-api-termination **",
	}
}
