package patterns

// cloudProgs are the tables of programs that change clusters, clouds and
// infrastructure. Their subcommands are operands (kubectl delete ns x,
// aws s3 rm …) and their flags are shared across subcommands here; a short
// name two subcommands use with different arity is left out, so that it is
// read with arity doubt.
func cloudProgs() map[string]progDef {
	return map[string]progDef{
		"kubectl": {pflag: true, flags: "-n/--namespace= -A/--all-namespaces --context= --cluster= --user= " +
			"--kubeconfig= -s/--server= --token= --as= --as-group= --as-uid= --certificate-authority= " +
			"--client-certificate= --client-key= --insecure-skip-tls-verify --request-timeout= " +
			"--cache-dir= -v= --match-server-version --tls-server-name= --username= --password= " +
			"--profile= --warnings-as-errors --disable-compression -o/--output= -f/--filename= " +
			"-k/--kustomize= -l/--selector= --field-selector= -R/--recursive --all --force " +
			"--grace-period= --now --wait=? --timeout= --cascade=? --dry-run=? --ignore-not-found=? " +
			"-i/--stdin -t/--tty -c/--container= --image= --replicas= --show-labels -w/--watch " +
			"--sort-by= --template= --raw= --overwrite --type= --from-literal= --from-file= " +
			"--from-env-file= -p/--patch= --patch-file= --record --save-config --server-side " +
			"--field-manager= --force-conflicts --prune --subresource= --validate=? --restart= --rm " +
			"--port= --env= --labels= --annotations= --command --image-pull-policy= --for= " +
			"--to-revision= --revision= --local --chunk-size= --no-headers -L/--label-columns= " +
			"--all-containers --previous --tail= --since= --since-time= --timestamps " +
			"--delete-emptydir-data --ignore-daemonsets --disable-eviction --role= --clusterrole= " +
			"--serviceaccount= --group= --verb= --resource= --resource-name="},
		"terraform tofu": {style: styleSingle, goFlags: true, flags: "-chdir= -help -version -auto-approve -destroy " +
			"-target= -replace= -var= -var-file= -lock=? -lock-timeout= -input=? -no-color " +
			"-parallelism= -refresh=? -refresh-only -out= -state= -state-out= -backup= " +
			"-compact-warnings -json -upgrade -reconfigure -migrate-state -force-copy -backend=? " +
			"-backend-config= -get=? -plugin-dir= -lockfile= -detailed-exitcode " +
			"-generate-config-out= -force -raw -recursive -check -diff -write=? -list=? " +
			"-allow-missing -test-directory= -filter= -verbose -from-module= -update " +
			"-ignore-remote-version -no-tests"},
		"aws": {flags: "--profile= --region= --output= --endpoint-url= --query= --no-verify-ssl " +
			"--no-paginate --no-cli-pager --color= --no-sign-request --ca-bundle= " +
			"--cli-read-timeout= --cli-connect-timeout= --cli-binary-format= --debug " +
			"--cli-input-json= --cli-input-yaml= --generate-cli-skeleton=? --recursive --dryrun " +
			"--quiet --force --exclude= --include= --delete --acl= --storage-class= --sse=? " +
			"--sse-kms-key-id= --content-type= --cache-control= --exact-timestamps --size-only " +
			"--follow-symlinks --no-follow-symlinks --only-show-errors --no-progress --page-size= " +
			"--metadata= --grants= --bucket= --key= --instance-ids= --dry-run --no-dry-run " +
			"--force-delete --skip-final-snapshot --no-skip-final-snapshot " +
			"--final-db-snapshot-identifier= --db-instance-identifier= --stack-name= " +
			"--function-name= --cluster= --service= --filters= --max-items= --starting-token= " +
			"--name= --role-name= --policy-arn= --user-name= --group-name= --table-name= " +
			"--log-group-name= --secret-id= --recovery-window-in-days= " +
			"--force-delete-without-recovery --repository-name= --image-ids= " +
			"--deletion-protection --no-deletion-protection"},
		// cdk's options that take a value, so that `cdk deploy
		// --require-approval any-change` is read as the option's value,
		// not a stack named any-change (fx62d).
		"cdk": {flags: "--require-approval= --profile= -a/--app= -c/--context= --role-arn= -o/--output= " +
			"-m/--method= --change-set-name= --parameters= -O/--outputs-file= --toolkit-stack-name= " +
			"--progress= --concurrency= --all --no-execute --hotswap --hotswap-fallback -e/--exclusively " +
			"-h/--help"},
		"gcloud": {flags: "--project= --account= --configuration= --zone= --region= --format= " +
			"-q/--quiet --verbosity= --impersonate-service-account= --billing-project= --flatten= " +
			"--log-http --trace-token= --user-output-enabled --no-user-output-enabled --filter= " +
			"--limit= --page-size= --sort-by= --uri --async --delete-disks= --keep-disks= --force " +
			"-r/-R/--recursive --all --member= --role= --condition= --service-account= --scopes= " +
			"--machine-type= --image= --image-family= --image-project= --network= --subnet= " +
			"--tags= --labels= --metadata= --metadata-from-file= --boot-disk-size= --location= " +
			"--cluster= --namespace= --key-file= --dry-run -h --help"},
		// gsutil's top-level options come before its command (-m
		// parallel, -o boto option, -h header, -u billing project, -i
		// impersonation): -m is no value taker, so `gsutil -m cp -a
		// public-read …` is read as `gsutil cp -a public-read …` (rt44
		// §5); -a (a canned ACL), -g and -u (acl ch's grants) take one.
		// -p and -d are left out: cp's and rsync's are switches, acl
		// ch's take a value.
		"gsutil": {flags: "-m -q -D -h= -i= -o= -u= -a= -g= -r/-R -n -I -c -e -z= -j= -s= -x= -L= -f -A -v -U -J -M -P"},
		"az": {flags: "-g/--resource-group= -n/--name= -l/--location= -o/--output= --query= " +
			"--subscription= --only-show-errors --debug --verbose -y/--yes --no-wait --ids= --force " +
			"--force-deletion --recursive --account-name= --account-key= --connection-string= " +
			"--sas-token= -c/--container-name= --source= --pattern= --delete-snapshots= --if-exists " +
			"--auth-mode= -h/--help"},
		"helm": {pflag: true, flags: "-n/--namespace= --kube-context= --kubeconfig= --kube-apiserver= --kube-token= " +
			"--kube-as-user= --kube-as-group= --kube-ca-file= --kube-insecure-skip-tls-verify " +
			"--registry-config= --repository-cache= --repository-config= --debug --burst-limit= " +
			"--qps= -f/--values= --set= --set-string= --set-file= --set-json= --set-literal= " +
			"--version= --repo= --username= --password= --ca-file= --cert-file= --key-file= " +
			"--insecure-skip-tls-verify --pass-credentials --plain-http --verify --keyring= --devel " +
			"--dependency-update --create-namespace --wait --wait-for-jobs --timeout= --atomic " +
			"--cleanup-on-fail --force -i/--install --reset-values --reuse-values " +
			"--reset-then-reuse-values --description= --dry-run=? --disable-openapi-validation " +
			"--no-hooks --post-renderer= --post-renderer-args= --render-subchart-notes --skip-crds " +
			"--history-max= --keep-history --cascade= --ignore-not-found -o/--output= -a/--all " +
			"-A/--all-namespaces --failed --pending --superseded --uninstalled --uninstalling " +
			"-m/--max= --offset= -r/--reverse -q/--short --date --time-format= --filter= " +
			"-l/--selector= -g/--generate-name --name-template= --replace --take-ownership " +
			"--api-versions= --kube-version= --output-dir= --include-crds --revision= --untar " +
			"--untardir= --prov --sign --key= --app-version= -h/--help"},
	}
}
