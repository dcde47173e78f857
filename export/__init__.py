"""Workstation pipeline: real models from registry packages -> verified ONNX bundles."""
