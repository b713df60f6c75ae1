// NumericInput is the core plus locale data from ICU: one import gives both.
@_exported import NumericInputCore
