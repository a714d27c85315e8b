import ExampleSDKParity
import ParityTestingCore

ParityChild.serve(ExampleSDKParity.subject)
