#!/bin/bash
source <(cat scripts/cleanup.sh)
