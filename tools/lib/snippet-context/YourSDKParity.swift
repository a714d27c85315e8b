// The adapter target the docs' Swift snippets call "YourSDKParity": the SDK's subject, in a library of its own that
// its tests and its ParityChild executable ("YourSDKParityChild") share, as Examples/ParityTestingExample's
// ExampleSDKParity is. tools/snippet-check compiles it against YourSDK and the package's modules.
import ParityTestingCore
import YourSDK

public let subject: ParitySubject = {
  var subject = ParitySubject(name: "your-sdk")
  subject.longHash = { JavaHash.long($0) }
  return subject
}()
