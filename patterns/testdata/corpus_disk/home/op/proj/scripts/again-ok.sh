#!/bin/bash
eval "$(ssh-agent -s)"
source <(kubectl completion bash)
go test ./... | tee test.log
