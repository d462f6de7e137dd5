"""Architects of the West Kingdom: rules engine (in progress)"""
